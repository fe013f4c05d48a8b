import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { appSecrets } from './schema.ts';

/**
 * A key kept in the database under `name` (signed links' keys): made once, by whichever process
 * needs it first, so every process signs and checks with the same one.
 */
export async function appSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return row!.value;
}
