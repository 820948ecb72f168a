import type { Queryable } from '../db/database';
import type { UserRow } from '../domain/rows';
import { toUser } from '../views/user';
import type { Handlers } from '../http/bind';
import { requireClient, signedIn } from '../http/guards';
import * as credentials from './credentialsService';
import * as profile from './profileService';
import * as verification from './service';

/** The answer of a change to the account: the user as the app shows it. */
async function userAnswer(request: { deps: { db: Queryable }; now: Date }, row: UserRow) {
  return { data: await toUser(request.deps.db, row, request.now) };
}

/**
 * The signed-in account: its profile, address, photo and preferences; proving its email and phone
 * by code; changing its email and password; its communication and chat settings.
 */
export const profileHandlers = {
  async getProfile(ctx) {
    return userAnswer(ctx, signedIn(ctx));
  },

  async updateProfile(ctx) {
    const user = signedIn(ctx);
    return userAnswer(ctx, await profile.updateProfile(ctx.deps.db, user, ctx.body, ctx.now));
  },

  async uploadProfilePhoto(ctx) {
    const user = signedIn(ctx);
    return userAnswer(ctx, await profile.uploadPhoto(ctx.deps.db, user, ctx.body.data_url));
  },

  async removeProfilePhoto(ctx) {
    return userAnswer(ctx, await profile.removePhoto(ctx.deps.db, signedIn(ctx)));
  },

  async createAddress(ctx) {
    const user = signedIn(ctx);
    return { status: 201, data: await profile.saveAddress(ctx.deps.db, user, ctx.body, ctx.now) };
  },

  async updateAddress(ctx) {
    const user = signedIn(ctx);
    return { data: await profile.updateAddress(ctx.deps.db, user, ctx.params.uuid, ctx.body, ctx.now) };
  },

  async updatePreferences(ctx) {
    const user = signedIn(ctx);
    return userAnswer(ctx, await profile.updatePreferences(ctx.deps.db, user, ctx.body));
  },

  async getProfileMetrics(ctx) {
    return { data: await profile.metrics(ctx.deps.db, signedIn(ctx), ctx.now) };
  },

  async getPermissions(ctx) {
    signedIn(ctx);
    // Standby and plus plans are not part of this product yet, so nobody holds those scopes.
    return { data: { scopes: [] } };
  },

  async identifyChatWidget(ctx) {
    const secret = process.env.CHAT_WIDGET_SECRET ?? ctx.deps.authSecret;
    return { data: profile.chatWidgetIdentity(signedIn(ctx), secret) };
  },

  async sendEmailCode(ctx) {
    return { data: await verification.sendEmailCodeTo(ctx.deps.db, signedIn(ctx), ctx.now) };
  },

  async verifyEmail(ctx) {
    const user = signedIn(ctx);
    return userAnswer(ctx, await verification.verifyEmail(ctx.deps.db, user, ctx.body.code, ctx.now));
  },

  async updatePhone(ctx) {
    return { data: await verification.changePhone(ctx.deps.db, signedIn(ctx), ctx.body, ctx.now) };
  },

  async sendPhoneCode(ctx) {
    const user = signedIn(ctx);
    return { data: await verification.resendPhoneCode(ctx.deps.db, user, ctx.body?.channel, ctx.now) };
  },

  async verifyPhone(ctx) {
    const user = signedIn(ctx);
    return userAnswer(ctx, await verification.verifyPhone(ctx.deps.db, user, ctx.body.code, ctx.now));
  },

  async requestEmailChange(ctx) {
    const user = signedIn(ctx);
    return { data: await credentials.requestEmailChange(ctx.deps.db, user, ctx.body.email, ctx.now) };
  },

  async verifyEmailChange(ctx) {
    const user = signedIn(ctx);
    return userAnswer(ctx, await credentials.confirmEmailChange(ctx.deps.db, user, ctx.body.code, ctx.now));
  },

  async changePassword(ctx) {
    const device = {
      ip: ctx.ip,
      sessionId: ctx.sessionId,
      identity: ctx.c.req.header('x-identifier') ?? null,
      now: ctx.now,
    };
    return { data: await credentials.changePassword(ctx.deps.db, signedIn(ctx), ctx.body, device) };
  },

  async getCommunicationPreferences(ctx) {
    return { data: profile.communicationPreferences(requireClient(ctx)) };
  },

  async updateCommunicationPreferences(ctx) {
    const user = requireClient(ctx);
    return { data: await profile.updateCommunicationPreferences(ctx.deps.db, user, ctx.body) };
  },

  async getChatSettings(ctx) {
    return { data: profile.chatSettings(requireClient(ctx)) };
  },

  async updateChatSettings(ctx) {
    const user = requireClient(ctx);
    return { data: await profile.updateChatSettings(ctx.deps.db, user, ctx.body) };
  },
} satisfies Handlers;
