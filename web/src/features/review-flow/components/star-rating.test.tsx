import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

function Harness() {
  const [value, setValue] = useState<number | null>(null);
  return (
    <fieldset>
      <legend>Your rating</legend>
      <StarRating
        value={value}
        onChange={setValue}
        labelOf={(stars) => `${stars} ${stars === 1 ? 'star' : 'stars'}`}
        emptyLabel="No rating"
      />
    </fieldset>
  );
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('StarRating', () => {
  it('is a radio group with "No rating" checked until a star is chosen', () => {
    render(<Harness />);
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    expect(radio('No rating').checked).toBe(true);
    fireEvent.click(screen.getByText('4 stars'));
    expect(radio('4 stars').checked).toBe(true);
    expect(radio('No rating').checked).toBe(false);
    // Stars up to the chosen one are drawn filled.
    const filled = document.querySelectorAll('.review-star.is-filled');
    expect(filled).toHaveLength(4);
  });

  it('clears the rating when the chosen star is clicked again with the pointer, not the keyboard', () => {
    render(<Harness />);
    fireEvent.click(radio('2 stars'), { clientX: 20, clientY: 10 });
    expect(radio('2 stars').checked).toBe(true);
    // Space on a focused radio "clicks" it without a position: the rating stays.
    fireEvent.click(radio('2 stars'), { clientX: 0, clientY: 0 });
    expect(radio('2 stars').checked).toBe(true);
    fireEvent.click(radio('2 stars'), { clientX: 20, clientY: 10 });
    expect(radio('No rating').checked).toBe(true);
  });
});
