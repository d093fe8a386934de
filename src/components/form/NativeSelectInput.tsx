import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface Option {
  value: string;
  label: string;
}

/** A native <select> in MUI's outlined input: keyboard and screen-reader behaviour of the platform. */
export function NativeSelectInput({
  options,
  inputProps,
  ...props
}: Omit<OutlinedInputProps, 'inputComponent' | 'notched'> & { options: Option[] }) {
  return (
    <OutlinedInput
      {...props}
      notched
      inputComponent={'select' as never}
      inputProps={{
        ...inputProps,
        children: options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        )),
      }}
      sx={{ '& select': { cursor: 'pointer' } }}
    />
  );
}
