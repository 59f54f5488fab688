import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../errors.js';

const loopbackAddress = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

// What proxies add (RFC 7239 Forwarded, the X-Forwarded-* family, Via and the vendors' own).
const forwardingHeader =
  /^(forwarded|via|x-forwarded-.*|x-real-ip|x-client-ip|true-client-ip|cf-connecting-ip|fastly-client-ip|x-cluster-client-ip)$/;

/**
 * Whether the machine itself asks. The socket's peer decides, never X-Forwarded-For; a proxy on
 * the same machine connects from loopback too, so a request that any proxy passed on is refused:
 * the operator reaches the API port directly.
 */
function isLocalRequest(remoteAddress: string | undefined, headerNames: string[]): boolean {
  if (remoteAddress === undefined || !loopbackAddress.test(remoteAddress)) return false;
  return !headerNames.some((name) => forwardingHeader.test(name.toLowerCase()));
}

/** An onRequest hook for the operator's pages: 403 for anyone but the machine itself. */
export const refuseUnlessLocal = (message: string) => async (request: FastifyRequest) => {
  if (!isLocalRequest(request.socket.remoteAddress, Object.keys(request.headers)))
    throw new ForbiddenError(message);
};
