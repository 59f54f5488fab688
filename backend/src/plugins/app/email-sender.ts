import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { EmailSender } from '../../email/email-sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    emailSender: EmailSender;
  }
}

const emailSenderDecorator: FastifyPluginAsync<{ sender: EmailSender }> = async (fastify, { sender }) => {
  fastify.decorate('emailSender', sender);
};

export default fp(emailSenderDecorator, { name: 'email-sender', fastify: '5.x' });
