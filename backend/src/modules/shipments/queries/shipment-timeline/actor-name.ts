import type { EntityManager } from '@mikro-orm/postgresql';

/** docs/product.md §3.10: how the timeline names who did something: full name, else username. */
export const ACTOR_NAME_SQL = `coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.username)`;

/** The timeline's name for an event's actor: "System" for the server's own events, null when the account is gone. */
export async function actorName(em: EntityManager, actorId: string | null): Promise<string | null> {
  if (actorId === null) return 'System';
  const [row] = await em.execute<{ name: string }[]>(`select ${ACTOR_NAME_SQL} as name from users u where u.id = ?`, [actorId]);
  return row?.name ?? null;
}
