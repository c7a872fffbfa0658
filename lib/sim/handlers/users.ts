// Console users (spec 3 §2.9, §2.10, §7): the admin dashboard's list, the user form's create,
// edit and delete, and password resets, on the same accounts sign-in reads (state.users). Ids
// are e-mail addresses, matched without regard to case as sign-in matches them. Roles take
// effect at the user's next call on their own: dispatch checks the stored user's role on every
// call, so a demotion needs no session to be touched; a deletion or a password reset does end
// that user's sessions.
import { lockRefusal, recordFailure } from "../auth/guard";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { forgetAuthGuard } from "../records";
import { json } from "../reply";
import type { SimUser } from "../state/types";
import type { SimWorld } from "../world";
import { signedInUser, type HandlerMap } from "./types";

export const USER_ADMIN_MESSAGES = {
  notFound: "User not found",
  exists: "A user with this e-mail address already exists.",
  ownProfile: "You cannot change your own profile.",
  ownAccount: "You cannot delete your own account.",
  wrongCurrentPassword: "The current password is not correct.",
  created: "User created successfully",
  updated: "User updated successfully",
  deleted: "User deleted successfully",
  passwordReset: "Password reset successfully",
} as const;

const M = USER_ADMIN_MESSAGES;

function asConsoleUser(user: SimUser) {
  return { id: user.username, firstName: user.firstName, lastName: user.lastName, type: user.role };
}

function userOr404(world: SimWorld, userId: string): SimUser | Response {
  return world.findUser(userId) ?? json({ message: M.notFound }, 404);
}

const isSelf = (a: SimUser, b: SimUser) => a.username.toLowerCase() === b.username.toLowerCase();

export const userHandlers: HandlerMap = {
  // state.users keeps the seeded accounts first and new ones appended, so its order is the list's.
  listUsers(ctx) {
    return { body: { success: true, users: ctx.world.state.users.map(asConsoleUser) } };
  },

  getConsoleUser(ctx) {
    const user = userOr404(ctx.world, ctx.params.userId);
    if (user instanceof Response) return user;
    return { body: { success: true, user: asConsoleUser(user) } };
  },

  createUser(ctx) {
    const { world, body } = ctx;
    if (world.findUser(body.id)) return json({ message: M.exists }, 409);
    // No two-factor secret: the first sign-in leads to enrolment, as for any new account.
    world.state.users.push({
      username: body.id.toLowerCase(),
      firstName: body.firstName,
      lastName: body.lastName,
      role: body.type,
      passwordHash: hashPassword(body.password),
      totpSecret: null,
      pendingTotpSecret: null,
    });
    world.changed();
    return { body: { success: true, message: M.created } };
  },

  updateUser(ctx) {
    const { world, body } = ctx;
    const user = userOr404(world, ctx.params.userId);
    if (user instanceof Response) return user;
    // Only superadmins get here, so refusing their own role change means the console cannot
    // demote its last superadmin by accident; another superadmin can still do it.
    if (isSelf(user, signedInUser(ctx)) && body.type !== user.role) return json({ message: M.ownProfile }, 400);
    user.firstName = body.firstName;
    user.lastName = body.lastName;
    user.role = body.type;
    world.changed();
    return { body: { success: true, message: M.updated } };
  },

  deleteUser(ctx) {
    const { world } = ctx;
    const user = userOr404(world, ctx.params.userId);
    if (user instanceof Response) return user;
    if (isSelf(user, signedInUser(ctx))) return json({ message: M.ownAccount }, 400);
    world.state.users.splice(world.state.users.indexOf(user), 1);
    world.sessions.revokeUser(user.username);
    forgetAuthGuard(world.state, user.username);
    world.changed();
    return { body: { success: true, message: M.deleted } };
  },

  resetPassword(ctx) {
    const { world, body } = ctx;
    const user = userOr404(world, ctx.params.userId);
    if (user instanceof Response) return user;
    // The current password is checked like a sign-in: guesses count towards that account's lock,
    // so a stolen superadmin token cannot try passwords here without limit.
    const locked = lockRefusal(world, user.username);
    if (locked) return locked;
    if (!verifyPassword(body.currentPassword, user.passwordHash)) {
      return recordFailure(world, user.username) ?? json({ message: M.wrongCurrentPassword, fields: { currentPassword: M.wrongCurrentPassword } }, 400);
    }
    user.passwordHash = hashPassword(body.newPassword);
    // Whoever knew the old password is signed out everywhere; a user resetting their own keeps
    // the session they did it from.
    world.sessions.revokeUser(user.username, isSelf(user, signedInUser(ctx)) ? ctx.session : null);
    world.changed();
    return { body: { success: true, message: M.passwordReset } };
  },
};
