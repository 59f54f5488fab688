import { parseArgs } from 'node:util';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../auth/password-hashing.js';
import type { Database } from '../db/database.js';
import { deliveryAreas, stores } from '../db/schema/distribution.js';
import { createFieldRules } from '../schemas/field-rules.js';
import { staffRoleSchema } from '../schemas/staff.js';
import { findTenantById } from '../tenant/tenant-repository.js';
import { addStaffMember, disableStaffMember, listStaffMembers } from './staff-member-repository.js';

export const staffCommandUsage = `Usage:
  npm run staff -- add --email <e-mail> --name <name> --role picker|store_manager [--store <store id>]... [--area <delivery area number>]...
  npm run staff -- list
  npm run staff -- disable --email <e-mail>
  (each takes --tenant <tenant id>; else the API's TENANT)

add asks for the password on the terminal unless STAFF_PASSWORD is set; the customers' password rules
apply. disable ends the member's sessions at once. Uses the API's database settings (DATABASE_URL, else
PGlite at PGLITE_DATA_DIR): stop the API before running this against its PGlite data directory.`;

/** What a command needs from its surroundings: the tenant, where to write, how to get a password. */
export type StaffCommandContext = {
  tenantId: string;
  print(line: string): void;
  complain(line: string): void;
  /** undefined: nobody can be asked (no terminal, no STAFF_PASSWORD). */
  password(): Promise<string | undefined>;
};

const rules = createFieldRules();
const newMemberSchema = z.object({
  email: rules.email,
  name: z.string().trim().min(1).max(100),
  role: staffRoleSchema,
  store: z.array(z.string().trim().min(1).max(64)).default([]),
  area: z.array(z.string().trim().min(1).max(64)).default([]),
});

const options = {
  tenant: { type: 'string' },
  email: { type: 'string' },
  name: { type: 'string' },
  role: { type: 'string' },
  store: { type: 'string', multiple: true },
  area: { type: 'string', multiple: true },
} as const;

const problemsOf = (error: z.ZodError) =>
  error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('; ');

async function add(db: Database, values: Record<string, unknown>, context: StaffCommandContext) {
  const parsed = newMemberSchema.safeParse(values);
  if (!parsed.success) return refuse(context, problemsOf(parsed.error));
  const given = await context.password();
  if (given === undefined) return refuse(context, 'No terminal to ask for the password: set STAFF_PASSWORD');
  const password = rules.password.safeParse(given);
  if (!password.success) return refuse(context, `password: ${password.error.issues[0]!.message}`);
  const { email, name, role, store: storeIds, area: deliveryAreaNumbers } = parsed.data;
  const { tenantId } = context;
  if (!(await findTenantById(db, tenantId))) return refuse(context, `no tenant ${tenantId}`);
  const unknown = await unknownAppointables(db, tenantId, storeIds, deliveryAreaNumbers);
  if (unknown.length > 0) return refuse(context, `no such store or delivery area: ${unknown.join(', ')}`);
  const passwordHash = await hashPassword(password.data);
  const member = { tenantId, email, name, role, storeIds, deliveryAreaNumbers, passwordHash };
  const added = await addStaffMember(db, member);
  if (!added) return refuse(context, `${email} is a staff member of ${tenantId} already`);
  context.print(`Added ${role} ${email} (${added.id})`);
  return 0;
}

async function unknownAppointables(db: Database, tenantId: string, storeIds: string[], areas: string[]) {
  const knownStores = new Set(
    (
      await db
        .select({ id: stores.storeId })
        .from(stores)
        .where(and(eq(stores.tenantId, tenantId), inArray(stores.storeId, storeIds)))
    ).map((row) => row.id),
  );
  const knownAreas = new Set(
    (
      await db
        .select({ id: deliveryAreas.deliveryAreaNumber })
        .from(deliveryAreas)
        .where(and(eq(deliveryAreas.tenantId, tenantId), inArray(deliveryAreas.deliveryAreaNumber, areas)))
    ).map((row) => row.id),
  );
  return [
    ...storeIds.filter((id) => !knownStores.has(id)).map((id) => `store ${id}`),
    ...areas.filter((id) => !knownAreas.has(id)).map((id) => `area ${id}`),
  ];
}

async function list(db: Database, context: StaffCommandContext) {
  for (const member of await listStaffMembers(db, context.tenantId)) {
    const state = member.disabledAt ? `disabled ${member.disabledAt.toISOString()}` : 'active';
    const columns = [
      member.email,
      member.name,
      member.role,
      member.storeIds.join(','),
      member.deliveryAreaNumbers.join(','),
      state,
    ];
    context.print(columns.join('\t'));
  }
  return 0;
}

async function disable(db: Database, email: string | undefined, context: StaffCommandContext) {
  if (!email) return refuse(context, '--email is required');
  const disabled = await db.transaction((tx) => disableStaffMember(tx, context.tenantId, email));
  if (!disabled) return refuse(context, `${email} is no staff member of ${context.tenantId}`);
  context.print(`Disabled ${email}; their sessions are ended`);
  return 0;
}

function refuse(context: StaffCommandContext, problem: string) {
  context.complain(problem);
  return 1;
}

/** `npm run staff -- …` on an open database: 0 done, 1 refused (the reason on stderr), 2 wrong use. */
export async function runStaffCommand(
  db: Database,
  args: string[],
  context: StaffCommandContext,
): Promise<number> {
  const [command, ...rest] = args;
  let values: ReturnType<typeof parseArgs<{ options: typeof options }>>['values'];
  try {
    ({ values } = parseArgs({ args: rest, options, strict: true, allowPositionals: false }));
  } catch (error) {
    context.complain(`${(error as Error).message}\n\n${staffCommandUsage}`);
    return 2;
  }
  const scoped = { ...context, tenantId: values.tenant ?? context.tenantId };
  switch (command) {
    case 'add':
      return add(db, values, scoped);
    case 'list':
      return list(db, scoped);
    case 'disable':
      return disable(db, values.email, scoped);
    default:
      context.complain(staffCommandUsage);
      return 2;
  }
}
