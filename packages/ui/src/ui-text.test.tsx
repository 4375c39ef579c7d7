/** The design system's own controls say their names in the app's language: English unless it says otherwise. */
import { render, screen } from '@testing-library/react';
import { ACCESSIBLE_NAMES } from '@zari/contract';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { PageHeader } from './page-header';
import { Sheet, SheetContent, SheetTitle } from './sheet';
import { type UiText, UiTextContext } from './ui-text';

const HINDI: UiText = {
  close: 'बंद करें',
  goBack: 'वापस जाएँ',
  closeToast: 'सूचना बंद करें',
  notifications: 'सूचनाएँ',
};

function Screens() {
  return (
    <MemoryRouter>
      <PageHeader title="Settings" backTo="/" />
      <Dialog open>
        <DialogContent>
          <DialogTitle>Dialog</DialogTitle>
          <DialogDescription>Body</DialogDescription>
        </DialogContent>
      </Dialog>
      <Sheet open>
        <SheetContent aria-describedby={undefined}>
          <SheetTitle>Sheet</SheetTitle>
        </SheetContent>
      </Sheet>
    </MemoryRouter>
  );
}

describe('UiTextContext', () => {
  it("names the dialog's and sheet's Close and the back arrow in English by default (the back office)", () => {
    render(<Screens />);
    expect(screen.getAllByRole('button', { name: ACCESSIBLE_NAMES.close, hidden: true })).toHaveLength(2);
    expect(screen.getByRole('button', { name: ACCESSIBLE_NAMES.goBack, hidden: true })).toBeInTheDocument();
  });

  it('names them in the language the app gives', () => {
    render(
      <UiTextContext value={HINDI}>
        <Screens />
      </UiTextContext>,
    );
    expect(screen.getAllByRole('button', { name: HINDI.close, hidden: true })).toHaveLength(2);
    expect(screen.getByRole('button', { name: HINDI.goBack, hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ACCESSIBLE_NAMES.close, hidden: true })).toBeNull();
  });
});
