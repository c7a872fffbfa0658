// JSON answers of the BFF itself: always `{message, fields?}` with a real HTTP status.
import { NextResponse } from "next/server";

export function bffError(status: number, message: string, fields?: Record<string, string>): NextResponse {
  return NextResponse.json(fields ? { message, fields } : { message }, { status, headers: { "cache-control": "no-store" } });
}

export const MESSAGES = {
  unknown: "There is no such endpoint.",
  crossOrigin: "Cross-origin request refused.",
  signIn: "Please sign in.",
  twoFactorRequired: "Two-factor authentication is required.",
  twoFactorDone: "Two-factor authentication is already complete for this session.",
  forbidden: "You do not have permission to perform this action.",
  invalid: "Please correct the marked fields.",
  badJson: "The request body is not valid JSON.",
  badShape: "The upstream answered in an unexpected shape.",
} as const;
