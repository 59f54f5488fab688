import { z } from 'zod';

// Issue 36: the staff API's contract (login, logout, who is logged in); decision 0087.
export const staffRoles = ['picker', 'store_manager'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffErrorCodes = {
  loginFailed: 'STAFF_LOGIN_FAILED',
  unauthenticated: 'STAFF_UNAUTHENTICATED',
  forbidden: 'STAFF_FORBIDDEN',
} as const;

export const staffViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  storeIds: z.array(z.string()).describe('stores.store_id: the click-and-collect slots this member serves'),
  deliveryAreaNumbers: z
    .array(z.string())
    .describe('delivery_areas.delivery_area_number: the delivery slots this member serves'),
});
export type StaffView = z.infer<typeof staffViewSchema>;

export const staffAnswerSchema = z.object({ staff: staffViewSchema });
