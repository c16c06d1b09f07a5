import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { haproxyConfig } from '#scripts/cluster/haproxy-config.ts';

/** The README's example: three instances on port 3000 of three hosts. */
const readmeExample = haproxyConfig({
  bind: ':80',
  servers: [1, 2, 3].map((n) => ({ name: `instance${n}`, address: `10.0.0.1${n}:3000` })),
});

describe('README "Running several instances"', () => {
  it('shows the HAProxy configuration the cluster tests run', async () => {
    const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
    const block =
      /<!-- haproxy\.cfg: begin -->\n```haproxy\n([\s\S]*?)```\n<!-- haproxy\.cfg: end -->/.exec(
        readme,
      );
    expect(block?.[1]).toBe(readmeExample);
  });
});
