// The package create form (spec 3 §2.11, §5): Is Plugin, then Category and Plugin Path for a
// plugin, the file (decided by name and content: checkPackageFile, as the BFF's schema does) and
// the access. Async: the file check reads its first bytes.
import { checkPackageFile, FILE_REQUIRED_MESSAGE, packageAccessError, pluginFieldErrors, type PackageAccess, type PackageCategory } from "../packages";
import { compactErrors, type FieldErrors } from "./fieldErrors";

export interface PackageFormValues {
  isPlugin: boolean;
  category: PackageCategory | "";
  pluginPath: string;
  file: Blob | null;
  access: PackageAccess | "";
}

export const EMPTY_PACKAGE_FORM: PackageFormValues = { isPlugin: false, category: "basic", pluginPath: "", file: null, access: "rw" };

export async function packageFormErrors(v: PackageFormValues): Promise<FieldErrors<PackageFormValues>> {
  const plugin = pluginFieldErrors({ isPlugin: v.isPlugin ? "true" : "false", category: v.category, pluginPath: v.pluginPath });
  return compactErrors<PackageFormValues>({
    file: v.file === null ? FILE_REQUIRED_MESSAGE : ((await checkPackageFile(v.file)) ?? undefined),
    access: packageAccessError(v.access) ?? undefined,
    category: plugin.category,
    pluginPath: plugin.pluginPath,
  });
}

/** The multipart body's fields: the file as `file`, the checkbox as `isPlugin` (spec 3 §2.11);
 * category and plugin path only for a plugin, no file when none was chosen. */
export function packageBody(v: PackageFormValues): Record<string, string | Blob> {
  const body: Record<string, string | Blob> = { access: v.access, isPlugin: v.isPlugin ? "true" : "false" };
  if (v.file) body.file = v.file;
  if (v.isPlugin) Object.assign(body, { category: v.category, pluginPath: v.pluginPath });
  return body;
}

export function packageFormData(v: PackageFormValues): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(packageBody(v))) form.append(key, value);
  return form;
}
