// The rules of saved views: a name is trimmed, 1–60 characters, without control
// characters; an address is the instance list's and nothing else, rebuilt from the view
// parameters the list knows plus a known region; at most 50 per user, a name saved again replaces;
// views shared with the team are changed by admin and up only, and listed apart from a user's own.
import {
  canEditSharedViews,
  normaliseSavedViewUrl,
  SAVED_VIEW_MESSAGES,
  SAVED_VIEWS_MAX,
  saveViewErrors,
  savedViewFits,
  savedViewName,
  savedViewNameError,
  SHARED_VIEWS_MAX,
  splitSavedViews,
  type SavedView,
} from "@/lib/domain/savedViews";

describe("a saved view's name", () => {
  it("is trimmed and must hold 1 to 60 characters", () => {
    expect(savedViewName("  Running dedicated  ")).toBe("Running dedicated");
    expect(savedViewNameError("Running dedicated")).toBeNull();
    expect(savedViewNameError("")).toBe(SAVED_VIEW_MESSAGES.nameRequired);
    expect(savedViewNameError("   ")).toBe(SAVED_VIEW_MESSAGES.nameRequired);
    expect(savedViewNameError("x".repeat(60))).toBeNull();
    expect(savedViewNameError(` ${"x".repeat(60)} `)).toBeNull();
    expect(savedViewNameError("x".repeat(61))).toBe(SAVED_VIEW_MESSAGES.nameTooLong);
    // Counted as characters, not UTF-16 units: 60 emoji are 60 characters.
    expect(savedViewNameError("🙂".repeat(60))).toBeNull();
  });

  it("holds no control characters", () => {
    for (const bad of ["a\nb", "a\tb", "a\u0000b", "a\u007fb", "a\u0085b", "a\u2028b"]) expect(savedViewNameError(bad)).toBe(SAVED_VIEW_MESSAGES.nameControl);
    expect(savedViewNameError("Año 2026 – “Moodle”")).toBeNull();
  });

  it("is what the save dialog checks", () => {
    expect(saveViewErrors({ name: "" })).toEqual({ name: SAVED_VIEW_MESSAGES.nameRequired });
    expect(saveViewErrors({ name: "Mine" })).toEqual({});
  });
});

describe("a saved view's address", () => {
  const ok = (url: string) => {
    const result = normaliseSavedViewUrl(url);
    if (!result.ok) throw new Error(`refused ${url}: ${result.message}`);
    return result.url;
  };

  it("keeps the plain list, and the view parameters in their canonical form", () => {
    expect(ok("/home/instances")).toBe("/home/instances");
    expect(ok("/home/instances?")).toBe("/home/instances");
    expect(ok("/home/instances?state=running&deploy=dedicated&region=us-west-2")).toBe("/home/instances?state=running&deploy=dedicated&region=us-west-2");
    expect(ok("/home/instances?region=eu-central-1&deploy=DEDICATED,shared&state=Running&sort=-name&cols=ssl,lms&q=campus&cert=RENEW&vmin=4.1&vmax=4.3&lms=moodle")).toBe(
      "/home/instances?q=campus&sort=-name&cols=lms%2Cssl&state=running&lms=Moodle&deploy=dedicated%2Cshared&cert=RENEW&vmin=4.1&vmax=4.3&region=eu-central-1",
    );
  });

  it("drops parameters the list does not know, and an unknown region", () => {
    expect(ok("/home/instances?state=running&evil=1&next=https%3A%2F%2Fexample.com&region=mars")).toBe("/home/instances?state=running");
    expect(ok("/home/instances?sort=nosuch&cols=nope&vmin=abc")).toBe("/home/instances");
    expect(ok("/home/instances?region=eu-central-1")).toBe("/home/instances?region=eu-central-1");
  });

  it("is the instance list's, without scheme, host or another page", () => {
    for (const bad of [
      "https://evil.example/home/instances",
      "//evil.example/home/instances",
      "/home/instances?q=//evil",
      "/\\evil.example/home/instances",
      "javascript:alert(1)",
      "home/instances",
      "/home/instancesX",
      "/home/instances/information/i-1/MDL/dedicated",
      "/home/dbinstances?state=running",
      "/home/instances#top",
      "/home/instances?q=a\nb",
      "/home/instances?q=%E0%A4%A",
      "",
    ]) {
      expect(normaliseSavedViewUrl(bad)).toEqual({ ok: false, message: SAVED_VIEW_MESSAGES.urlInvalid });
    }
  });

  it("is at most 2,000 characters", () => {
    const long = `/home/instances?q=${"a".repeat(1990)}`;
    expect(long.length).toBeGreaterThan(2000);
    expect(normaliseSavedViewUrl(long)).toEqual({ ok: false, message: SAVED_VIEW_MESSAGES.urlTooLong });
    expect(normaliseSavedViewUrl(long.slice(0, 2000)).ok).toBe(true);
  });
});

describe("how many views a user keeps", () => {
  const names = (n: number) => Array.from({ length: n }, (_, i) => `View ${i}`);
  it("at most 50: a 51st name is refused, an existing name is replaced", () => {
    expect(SAVED_VIEWS_MAX).toBe(50);
    expect(savedViewFits(names(49), "New")).toBe(true);
    expect(savedViewFits(names(50), "New")).toBe(false);
    expect(savedViewFits(names(50), " View 3 ")).toBe(true);
    expect(SAVED_VIEW_MESSAGES.tooMany).toContain("50");
  });
});

describe("views shared with the team", () => {
  const view = (id: string, name: string, shared: boolean): SavedView => ({ id, name, url: "/home/instances", createdAt: "2026-01-01T00:00:00.000Z", shared, savedBy: shared ? "admin@example.com" : null });

  it("are saved, replaced and deleted by admin and up only", () => {
    expect(canEditSharedViews("manager")).toBe(false);
    expect(canEditSharedViews("admin")).toBe(true);
    expect(canEditSharedViews("superadmin")).toBe(true);
  });

  it("are listed apart from the user's own, each list in the order given", () => {
    const views = [view("1", "A mine", false), view("2", "B mine", false), view("3", "A team", true), view("4", "Z team", true)];
    expect(splitSavedViews(views)).toEqual({ own: [views[0], views[1]], team: [views[2], views[3]] });
    expect(splitSavedViews([])).toEqual({ own: [], team: [] });
  });

  it("are at most 50 for the whole team, said in the refusal", () => {
    expect(SHARED_VIEWS_MAX).toBe(50);
    expect(SAVED_VIEW_MESSAGES.tooManyShared).toContain("50 shared views");
    expect(SAVED_VIEW_MESSAGES.shared("Morning")).toBe("The view was shared with the team as “Morning”.");
  });
});
