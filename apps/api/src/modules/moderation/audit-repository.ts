import type { AuditAction, AuditTargetType } from '@bazaar/shared';
import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { escapeLike } from '../search/index.ts';
import type { Executor } from './reports-repository.ts';

/** Who did it: an operator, or Bazaar itself / the command line (no account). */
export interface Actor {
  id: number | null;
  email: string;
}
export const SYSTEM_ACTOR: Actor = { id: null, email: 'Bazaar (automatic)' };
export const COMMAND_LINE_ACTOR: Actor = { id: null, email: 'command line' };

export interface AuditRow {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: number;
  reason: string;
  statusBefore: string | null;
  statusAfter: string | null;
}

/** Writes one row; call it in the transaction of the change it records. */
export async function audit(tx: Executor, actor: Actor, row: AuditRow): Promise<void> {
  await tx.insert(auditLog).values({ ...row, actorId: actor.id, actorEmail: actor.email });
}

export interface AuditSearch {
  q?: string;
  action?: AuditAction;
  targetId?: number;
  operator?: string;
  before?: number;
}

/** Reading the log: newest first, searchable; nothing here (or anywhere) changes a row. */
export function auditRepository(db: Db) {
  return {
    async search(f: AuditSearch, limit: number) {
      const where: (SQL | undefined)[] = [];
      if (f.action) where.push(eq(auditLog.action, f.action));
      if (f.targetId) where.push(eq(auditLog.targetId, f.targetId));
      if (f.operator) where.push(ilike(auditLog.actorEmail, `%${escapeLike(f.operator)}%`));
      if (f.q) {
        const like = `%${escapeLike(f.q)}%`;
        where.push(
          or(
            ilike(auditLog.reason, like),
            ilike(auditLog.actorEmail, like),
            sql`${auditLog.targetId}::text = ${f.q}`,
          ),
        );
      }
      if (f.before) where.push(lt(auditLog.id, f.before));
      return db
        .select()
        .from(auditLog)
        .where(and(...where))
        .orderBy(desc(auditLog.id))
        .limit(limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
