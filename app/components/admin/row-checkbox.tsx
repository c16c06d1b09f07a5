import { CheckboxBox } from '../ui/tri-state-checkbox.tsx';

/** Issue 24: a row's selection checkbox, named after the row. */
export function RowCheckbox({
  label,
  checked,
  onToggle,
}: {
  label: string;
  checked: boolean;
  onToggle: () => void;
}) {
  return <CheckboxBox aria-label={label} checked={checked} onChange={onToggle} />;
}
