import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

const slides = ['One', 'Two', 'Three'].map((name) => <p key={name}>{name}</p>);
const currentDot = () =>
  screen.getAllByRole('button').find((dot) => dot.getAttribute('aria-current') === 'true');

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 2 seconds and wraps to the first slide', () => {
    render(<Carousel label="Featured" slides={slides} />);
    expect(currentDot()).toHaveAccessibleName('Show slide 1 of 3');
    act(() => vi.advanceTimersByTime(1999));
    expect(currentDot()).toHaveAccessibleName('Show slide 1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(currentDot()).toHaveAccessibleName('Show slide 2 of 3');
    act(() => vi.advanceTimersByTime(4000));
    expect(currentDot()).toHaveAccessibleName('Show slide 1 of 3');
  });

  it('pauses while the tab is hidden', () => {
    render(<Carousel label="Featured" slides={slides} />);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(6000));
    expect(currentDot()).toHaveAccessibleName('Show slide 1 of 3');
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(2000));
    expect(currentDot()).toHaveAccessibleName('Show slide 2 of 3');
  });

  it('jumps with the dots and moves by one on a swipe', () => {
    render(<Carousel label="Featured" slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    expect(currentDot()).toHaveAccessibleName('Show slide 3 of 3');
    const track = screen.getByText('One').closest('.overflow-hidden') as HTMLElement;
    fireEvent.touchStart(track, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 100 }] });
    expect(currentDot()).toHaveAccessibleName('Show slide 1 of 3');
    fireEvent.touchStart(track, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 300 }] });
    expect(currentDot()).toHaveAccessibleName('Show slide 3 of 3');
  });

  it('hides slides out of view from keyboard and screen readers', () => {
    render(<Carousel label="Featured" slides={slides} />);
    expect(screen.getByText('One').parentElement).not.toHaveAttribute('inert');
    expect(screen.getByText('Two').parentElement).toHaveAttribute('inert');
  });
});
