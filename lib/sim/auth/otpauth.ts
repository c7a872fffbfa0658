// The enrolment QR code: an otpauth:// URL (Google Authenticator's key-URI format)
// rendered as a PNG data URL, the form the console's setup page shows as an <img>.
import QRCode from "qrcode";

export const TOTP_ISSUER = "LMS Console";

export function otpauthUrl(username: string, secretBase32: string): string {
  // '@' is legal in a URI path and authenticator apps show it more readably unescaped.
  const account = encodeURIComponent(username).replace(/%40/g, "@");
  const issuer = encodeURIComponent(TOTP_ISSUER);
  return `otpauth://totp/${issuer}:${account}?secret=${secretBase32}&issuer=${issuer}&algorithm=SHA1&digits=6&period=30`;
}

export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: "M", margin: 2, width: 240 });
}
