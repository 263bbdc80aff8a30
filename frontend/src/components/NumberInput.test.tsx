import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberInput, numberRefusal } from './NumberInput';

describe('number fields', () => {
  it('say why typed text is refused', () => {
    expect(numberRefusal('120', 0)).toBeNull();
    expect(numberRefusal('1,200', 0)).toBeNull();
    expect(numberRefusal('12a', 0)).toBe('"a" is not a digit: type numbers only');
    expect(numberRefusal('-3', 0)).toBe('Negative numbers are not accepted');
    expect(numberRefusal('12.5', 0)).toBe('Whole numbers only: no decimal point');
    expect(numberRefusal('12.55', 2)).toBeNull();
    expect(numberRefusal('12.555', 2)).toBe('At most 2 decimals');
  });

  it('open the numeric keypad and show the refusal as it is typed', async () => {
    const user = userEvent.setup();
    render(
      <>
        <NumberInput aria-label="Pieces" />
        <NumberInput aria-label="Net Weight" decimals={2} />
      </>,
    );
    expect(screen.getByLabelText('Pieces')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Net Weight')).toHaveAttribute('inputmode', 'decimal');

    await user.type(screen.getByLabelText('Pieces'), '12x');

    expect(screen.getByRole('status')).toHaveTextContent('"x" is not a digit: type numbers only');
    expect(screen.getByLabelText('Pieces')).toHaveAccessibleDescription('"x" is not a digit: type numbers only');
  });
});
