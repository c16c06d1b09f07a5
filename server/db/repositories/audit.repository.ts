import type { AuditAction, AuditChange, AuditEntityType } from '#domain/staff.ts';
import type { Database } from '../connection.ts';
import { auditLog } from '../schema.ts';

/** A database or the transaction of the change being recorded. */
type Writer = Pick<Database, 'insert'>;

/** Who did it: the signed-in staff member (null for a failed sign-in) and their address. */
export interface AuditActor {
  actorId: number | null;
  actorEmail: string | null;
  ip: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId?: string | number | null;
  /** What the entity is called at the time (a title, an e-mail). */
  entityLabel?: string | null;
  changes?: AuditChange[];
}

/**
 * Appends one journal line (issue 23). Call it with the transaction that makes the change, so a
 * change without its line (or a line for a change rolled back) cannot exist.
 */
export async function recordAudit(
  writer: Writer,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await writer.insert(auditLog).values({
    actor_id: actor.actorId,
    actor_email: actor.actorEmail,
    ip: actor.ip?.slice(0, 64) ?? null,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    entity_label: entry.entityLabel?.slice(0, 300) ?? null,
    changes: entry.changes ?? [],
  });
}
