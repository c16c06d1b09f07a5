import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { controlSocketPath } from '#server/backup/control-socket.ts';

describe('the backup control socket', () => {
  it('lives in DATA_DIR', () => {
    expect(controlSocketPath('/srv/site/data')).toBe('/srv/site/data/backup.sock');
  });

  it('moves to the temporary folder, under a name the server and the command share, when DATA_DIR is too deep for a socket', () => {
    const deep = `/srv/${'dossier-tres-long/'.repeat(6)}data`;
    const path = controlSocketPath(deep);
    expect(path.startsWith(join(tmpdir(), 'site-backup-'))).toBe(true);
    expect(Buffer.byteLength(path)).toBeLessThanOrEqual(107);
    expect(controlSocketPath(`${deep}/`)).toBe(path);
    expect(controlSocketPath(`${deep}-autre`)).not.toBe(path);
  });
});
