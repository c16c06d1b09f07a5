/** The backups' state (issue 35 §1; our extension of SPEC §7). Administrators only. */
import { BackupStatusSchema } from '#domain/backup-status.ts';
import type { RestClient } from './rest-client.ts';

/** The newest backup run and the newest success (403 for an éditeur). */
export const getLatestBackups = (client: RestClient) =>
  client.request(BackupStatusSchema, 'GET', '/backups/latest', { auth: true });
