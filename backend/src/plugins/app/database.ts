import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

// The caller owns the connection (server.ts or a test) and closes it after the app.
const databaseDecorator: FastifyPluginAsync<{ database: DatabaseHandle }> = async (fastify, { database }) => {
  fastify.decorate('database', database);
  fastify.decorate('db', database.db);
};

export default fp(databaseDecorator, { name: 'database', fastify: '5.x' });
