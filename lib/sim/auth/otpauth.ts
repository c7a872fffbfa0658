// The enrolment QR code: an otpauth:// URL (Google Authenticator's key-URI format, written by
// the `otpauth` library) rendered as a PNG data URL, the form the console's setup page shows as an <img>.
import QRCode from "qrcode";
import { totpKeyUri } from "./totp";

export const TOTP_ISSUER = "LMS Console";

export function otpauthUrl(username: string, secretBase32: string): string {
  // '@' is legal in a URI path and authenticator apps show it more readably unescaped.
  return totpKeyUri(secretBase32, username, TOTP_ISSUER).replace(/%40/g, "@");
}

export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: "M", margin: 2, width: 240 });
}
