import { createHmac, randomBytes } from 'node:crypto';

/**
 * Twilio Video is used when TWILIO_ACCOUNT_SID, TWILIO_API_KEY_SID and TWILIO_API_KEY_SECRET are
 * set; otherwise the browsers talk peer to peer. The access token is Twilio's documented JWT
 * (HS256 over the API key secret, grant `video.room`), minted here without the SDK.
 */
export function twilioConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_API_KEY_SID && env.TWILIO_API_KEY_SECRET);
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function twilioVideoToken(
  identity: string,
  room: string,
  now: Date,
  env: NodeJS.ProcessEnv = process.env,
) {
  const keySid = env.TWILIO_API_KEY_SID as string;
  const issuedAt = Math.floor(now.getTime() / 1000);
  const header = { typ: 'JWT', alg: 'HS256', cty: 'twilio-fpa;v=1' };
  const payload = {
    jti: `${keySid}-${randomBytes(8).toString('hex')}`,
    iss: keySid,
    sub: env.TWILIO_ACCOUNT_SID,
    iat: issuedAt,
    exp: issuedAt + 3600,
    grants: { identity, video: { room } },
  };
  const unsigned = `${b64(header)}.${b64(payload)}`;
  const signature = createHmac('sha256', env.TWILIO_API_KEY_SECRET as string)
    .update(unsigned)
    .digest('base64url');
  return `${unsigned}.${signature}`;
}
