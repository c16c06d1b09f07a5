/**
 * The submit transition the form machines share (contact, product add and edit): valid fields go
 * on to `target` with the old errors cleared; otherwise the field errors are stored and the form
 * stays. Each machine names `isValid`, `clearErrors` and `storeValidation` in its own setup.
 */
export const submitWhenValid = <TTarget extends string>(target: TTarget) =>
  [{ guard: 'isValid', target, actions: 'clearErrors' }, { actions: 'storeValidation' }] as const;
