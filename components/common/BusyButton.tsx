// A button that shows it is working: disabled with a spinner while its action runs.
import Button, { type ButtonProps } from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";

export default function BusyButton({ busy, disabled, children, ...props }: ButtonProps & { busy: boolean }) {
  return (
    <Button {...props} disabled={disabled || busy} aria-busy={busy || undefined} startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : props.startIcon}>
      {children}
    </Button>
  );
}
