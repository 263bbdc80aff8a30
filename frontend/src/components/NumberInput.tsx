import { InputNumber, Typography, type InputNumberProps } from 'antd';
import { useId, useState } from 'react';

/** Why typed text is not a value the field takes, or null when it is one (or still being typed). */
export function numberRefusal(text: string, decimals: number): string | null {
  const stray = text.replace(/[\s,]/g, '').match(/[^0-9.]/);
  if (stray) return stray[0] === '-' ? 'Negative numbers are not accepted' : `"${stray[0]}" is not a digit: type numbers only`;
  const fraction = text.split('.')[1];
  if (fraction === undefined) return null;
  if (decimals === 0) return 'Whole numbers only: no decimal point';
  return fraction.length > decimals ? `At most ${decimals} decimals` : null;
}

type NumberInputProps = Omit<InputNumberProps<number>, 'precision' | 'inputMode' | 'onInput'> & {
  /** Decimal places allowed; 0 (the default) for counts. */
  decimals?: number;
};

/**
 * A number field that opens the phone's numeric keypad (inputMode) and says at once why typed text
 * is refused, instead of silently dropping it as InputNumber does.
 */
export function NumberInput({ decimals = 0, style, ...props }: NumberInputProps) {
  const [refused, setRefused] = useState<string | null>(null);
  const hintId = useId();
  return (
    <>
      <InputNumber<number>
        {...props}
        precision={decimals}
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        status={refused ? 'warning' : undefined}
        aria-describedby={refused ? hintId : undefined}
        onInput={(text) => setRefused(numberRefusal(text, decimals))}
        onBlur={() => setRefused(null)}
        style={{ width: '100%', ...style }}
      />
      {refused && (
        <Typography.Text id={hintId} type="warning" role="status" className="number-input-refusal">
          {refused}
        </Typography.Text>
      )}
    </>
  );
}
