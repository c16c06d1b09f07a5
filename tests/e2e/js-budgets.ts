/**
 * Issue 25: the initial JavaScript budget of every public page, KiB gzip -9
 * (tests/e2e/js-budget.spec.ts): the target. Measured on 2026-11-27 after issue 25
 * (bench/results/client-js.md): 124.5–129.2 KiB; on 2026-11-29, after decision 034 (route search
 * params without valibot): 121.0–126.4 KiB. Only ever lowered.
 */
export const publicJsBudgetKiB = 130;
