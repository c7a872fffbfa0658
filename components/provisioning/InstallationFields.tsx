"use client";
// Where and what to install (spec 2 §2.1, §3, §5): standalone or on a silo, the silo (the
// region's list without Totara silos and those ending 03/04, by name; 'No silos available were
// found.' when none is left), the package (a silo takes only Moodle packages), then the Totara
// type for a Totara package, or the Moodle installation type (basic; pro shown disabled) and
// the Edumy theme for a Moodle one.
import { useId } from "react";
import Alert from "@mui/material/Alert";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import LinearProgress from "@mui/material/LinearProgress";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import type { CreationFormValues } from "@/lib/domain/forms/creation";
import {
  installableSilos, isTotaraPackage, MOODLE_INSTALLATION_TYPES, packagesFor, PROVISIONING_MESSAGES, TOTARA_TYPES,
  type InstallationType,
} from "@/lib/domain/provisioning";
import type { Region } from "@/lib/domain/regions";
import type { ConsoleForm } from "@/components/common/form/useConsoleForm";
import { useInstallers } from "@/data/provisioning/useInstallers";
import { useSilos } from "@/data/provisioning/useSilos";
import SelectField from "@/components/common/SelectField";

export interface InstallationFieldsProps {
  form: ConsoleForm<CreationFormValues, void>;
  region: Region;
  disabled: boolean;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : PROVISIONING_MESSAGES.loadFailed);

export default function InstallationFields({ form, region, disabled }: InstallationFieldsProps) {
  const typeLabelId = useId();
  const { values } = form;
  const silo = values.installationType === "silo";
  const silos = useSilos(region, silo);
  const installers = useInstallers(region);
  const siloChoices = installableSilos(silos.data?.silos ?? []);
  const packages = packagesFor(installers.data?.installers ?? [], values.installationType);
  const totara = isTotaraPackage(values.installationPackage);

  function chooseType(next: InstallationType) {
    form.setValue("installationType", next);
    // A silo takes Moodle packages only: a chosen package it does not list is dropped.
    if (next === "silo" && !/moodle/i.test(values.installationPackage)) form.setValue("installationPackage", "");
  }

  return (
    <Stack spacing={2}>
      <FormControl disabled={disabled}>
        <FormLabel id={typeLabelId}>Installation type</FormLabel>
        <RadioGroup
          row
          aria-labelledby={typeLabelId}
          name="installationType"
          value={values.installationType}
          onChange={(_, next) => chooseType(next === "silo" ? "silo" : "standalone")}
        >
          <FormControlLabel value="standalone" control={<Radio />} label="Standalone" />
          <FormControlLabel value="silo" control={<Radio />} label="Silo" />
        </RadioGroup>
      </FormControl>

      {silo ? (
        silos.error ? (
          <Alert severity="error">{errorText(silos.error)}</Alert>
        ) : !silos.data ? (
          <LinearProgress aria-label="Loading silos" />
        ) : siloChoices.length === 0 ? (
          <Alert severity="info">{PROVISIONING_MESSAGES.noSilos}</Alert>
        ) : (
          <SelectField
            label="Silo"
            placeholder="Choose a silo"
            disabled={disabled}
            options={siloChoices.map((s) => ({ value: s.instanceId, label: s.name }))}
            {...form.field("installationInstance")}
          />
        )
      ) : null}

      {installers.error ? (
        <Alert severity="error">{errorText(installers.error)}</Alert>
      ) : !installers.data ? (
        <LinearProgress aria-label="Loading installation packages" />
      ) : (
        <SelectField
          label="Installation package"
          placeholder="Choose a package"
          disabled={disabled}
          options={packages.map((p) => ({ value: p.name, label: p.name }))}
          {...form.field("installationPackage")}
        />
      )}

      {totara ? (
        <SelectField
          label="Totara type"
          placeholder="Choose a Totara type"
          disabled={disabled}
          options={TOTARA_TYPES.map((t) => ({ value: t, label: t }))}
          {...form.field("totaraType")}
        />
      ) : (
        <>
          <SelectField
            label="Moodle installation type"
            disabled={disabled}
            options={MOODLE_INSTALLATION_TYPES.map((t) => ({ value: t, label: t, disabled: t !== "basic" }))}
            {...form.field("moodleInstallationType")}
          />
          <FormControlLabel control={<Checkbox {...form.checkbox("installThemeEdumy")} disabled={disabled} />} label="Install Edumy theme" />
        </>
      )}
    </Stack>
  );
}
