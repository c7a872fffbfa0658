// Step 10: the body, read within its limit (bodyLimit.ts): a declared or actual size above it
// is 413 and the rest of the stream is never read.
import { BodyTooLargeError, maxBodyBytes, readBounded, tooLargeMessage } from "@/lib/http/bodyLimit";
import { required, type BffStep } from "../context";
import { bffError, MESSAGES } from "@/lib/http/respond";

export const readBody: BffStep = {
  name: "bounded read",
  async run(ctx) {
    const endpoint = required(ctx.endpoint, "endpoint");
    if (endpoint.bodyKind === "none") {
      ctx.rawBody = { kind: "none" };
      return undefined;
    }
    const limit = maxBodyBytes(endpoint.packageUpload ? "package" : endpoint.bodyKind === "multipart" ? "multipart" : "json");
    const declared = Number(ctx.req.headers.get("content-length"));
    if (Number.isFinite(declared) && declared > limit) return bffError(413, tooLargeMessage(limit));
    let bytes: Uint8Array;
    try {
      bytes = await readBounded(ctx.req.body, limit);
    } catch (err) {
      if (err instanceof BodyTooLargeError) return bffError(413, err.message);
      throw err;
    }
    if (endpoint.bodyKind === "multipart") {
      try {
        const contentType = ctx.req.headers.get("content-type") ?? "";
        ctx.rawBody = { kind: "form", form: await new Response(bytes as BodyInit, { headers: { "content-type": contentType } }).formData() };
      } catch {
        return bffError(400, MESSAGES.badForm, { body: MESSAGES.badForm });
      }
      return undefined;
    }
    ctx.rawBody = { kind: "text", text: new TextDecoder().decode(bytes) };
    return undefined;
  },
};
