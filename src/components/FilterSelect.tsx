import { NativeSelectInput, type Option } from './form/NativeSelectInput';
import { OutlinedFrame } from './form/OutlinedFrame';

/**
 * A labelled native select for filtering a list (year, month): not part of a form, so outside final-form,
 * but in the same outlined frame as every field.
 */
export function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
  minWidth = 180,
}: {
  id: string;
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  minWidth?: number;
}) {
  return (
    <OutlinedFrame id={id} label={label} shrink fullWidth={false} margin="none" sx={{ minWidth }}>
      <NativeSelectInput
        id={id}
        label={label}
        value={value}
        options={options}
        onChange={(event) => onChange(event.target.value)}
      />
    </OutlinedFrame>
  );
}
