import type { FastifyRequest } from 'fastify';
import type { StaffMemberRow } from '../db/schema/staff.js';
import { DomainError } from '../errors.js';
import { staffSessionCookieName } from '../plugins/app/staff-session.js';
import { tenantOf } from '../plugins/app/tenant-resolution.js';
import type { DistributionType } from '../schemas/distribution.js';
import { staffErrorCodes, type StaffRole } from '../schemas/staff.js';
import { touchStaffSession } from './staff-session-repository.js';

export type { StaffRole } from '../schemas/staff.js';

/** Who makes a staff call: what every staff route checks its rights against. */
export type StaffActor = {
  id: string;
  tenantId: string;
  name: string;
  role: StaffRole;
  storeIds: string[];
  deliveryAreaNumbers: string[];
};

export class StaffUnauthenticatedError extends DomainError {
  readonly statusCode = 401;
  constructor() {
    super('Please log in as a staff member', { code: staffErrorCodes.unauthenticated });
  }
}

export class StaffForbiddenError extends DomainError {
  readonly statusCode = 403;
  constructor(message = 'Your staff role does not allow this') {
    super(message, { code: staffErrorCodes.forbidden });
  }
}

/**
 * The staff member of the request's `staff_session` cookie, in the request's tenant, not disabled,
 * with one of `roles` when given (else any role). Its route must resolve the tenant first
 * (`fastify.resolveRequestTenant`), as every /api route does. A customer's SESSION is never read.
 */
export async function requireStaff(
  request: FastifyRequest,
  roles?: readonly StaffRole[],
): Promise<StaffActor> {
  const { id, tenantId, name, role, storeIds, deliveryAreaNumbers } = await requireStaffMember(
    request,
    roles,
  );
  return { id, tenantId, name, role, storeIds, deliveryAreaNumbers };
}

/** requireStaff's member with every column, for the staff module's own answers (GET /api/staff/me). */
export async function requireStaffMember(
  request: FastifyRequest,
  roles?: readonly StaffRole[],
): Promise<StaffMemberRow> {
  const token = request.cookies[staffSessionCookieName];
  if (!token) throw new StaffUnauthenticatedError();
  const { db, staffSessionLifetime } = request.server;
  const member = await touchStaffSession(db, token, staffSessionLifetime);
  // A session belongs to the tenant it was opened in.
  if (!member || member.tenantId !== tenantOf(request).id) throw new StaffUnauthenticatedError();
  if (roles && !roles.includes(member.role)) throw new StaffForbiddenError();
  return member;
}

/**
 * Whether the actor works for the slot's appointable (a store id for click and collect, a delivery
 * area number for delivery). With the slot's service type only that kind counts, so a store id
 * equal to some area number never opens that area's orders.
 */
export function staffServesAppointable(
  actor: Pick<StaffActor, 'storeIds' | 'deliveryAreaNumbers'>,
  appointableId: string,
  serviceType?: DistributionType,
): boolean {
  const servesStore = serviceType !== 'DELIVERY' && actor.storeIds.includes(appointableId);
  const servesArea = serviceType !== 'CLICK_AND_COLLECT' && actor.deliveryAreaNumbers.includes(appointableId);
  return servesStore || servesArea;
}
