import { Link, type LinkProps } from '@tanstack/react-router';
import { primaryButton, secondaryButton } from '../ui/buttons.ts';

/** The foot of a back-office form: "Annuler" back to the list, and submit (busy while saving). */
export function FormActions({
  cancelTo,
  busy,
  label,
  busyLabel,
}: {
  cancelTo: LinkProps['to'];
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Link to={cancelTo} className={secondaryButton}>
        Annuler
      </Link>
      <button type="submit" className={primaryButton} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
