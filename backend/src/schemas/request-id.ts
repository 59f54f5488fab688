// Both services log and echo a caller's X-Request-Id, and the storefront passes its id on to the
// API, so they take over the same ids (short, of safe characters) and the two logs join up.
export const acceptableRequestId = /^[A-Za-z0-9._:-]{1,128}$/;
