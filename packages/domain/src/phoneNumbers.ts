/** E.164: a plus sign and 8 to 15 digits, the first not zero (the video service's dial-in number). */
export function isE164(value: string): boolean {
  return /^\+[1-9]\d{7,14}$/.test(value);
}
