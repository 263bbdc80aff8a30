/** The express-session middleware instance shared by HTTP and Socket.IO. */
export const SESSION_HANDLER = Symbol('SESSION_HANDLER');
