import { ROLES, type Role } from '@bazaar/shared';

/** Whether this person is staff (an operator or an admin), who may see and decide on every ad. */
export const isOperator = (viewer: { role: Role | null } | null | undefined): boolean =>
  !!viewer?.role && (ROLES as readonly string[]).includes(viewer.role);
