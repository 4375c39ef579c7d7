import {
  type ComponentProps,
  createContext,
  type ReactNode,
  type RefObject,
  use,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type * as RadixSheet from './sheet';

/**
 * The sheet of ./sheet with the same parts, for a page that shows only its trigger at first (the category's
 * "Sort | Filter" bar): the trigger is a plain button, and the modal library under the panel (Radix dialog,
 * focus trap, scroll lock: about 15 KiB gzipped) loads when the shopper reaches for it, not with the page.
 */
let loadedSheet: typeof RadixSheet | undefined;
let sheetLoading: Promise<typeof RadixSheet> | undefined;
const loadSheet = () => {
  sheetLoading ??= import('./sheet').then((module) => {
    loadedSheet = module;
    return module;
  });
  return sheetLoading;
};

/** The loaded module, for the parts that render only inside the loaded panel. */
function radixSheet() {
  if (!loadedSheet) throw new Error('A sheet part rendered before its panel loaded');
  return loadedSheet;
}

interface LazySheetState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Opened at least once: the panel stays mounted after, so it can animate out and hand focus back. */
  opened: boolean;
  trigger: RefObject<HTMLButtonElement | null>;
  contentId: string;
}

const LazySheetContext = createContext<LazySheetState | null>(null);

function useLazySheet() {
  const state = use(LazySheetContext);
  if (!state) throw new Error('A sheet part belongs inside <Sheet>');
  return state;
}

export function Sheet({ children }: { children: ReactNode }) {
  const [open, setOpenState] = useState(false);
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const setOpen = (next: boolean) => {
    if (next) setOpened(true);
    setOpenState(next);
  };
  return (
    <LazySheetContext value={{ open, setOpen, opened, trigger, contentId }}>{children}</LazySheetContext>
  );
}

export function SheetTrigger({ onClick, ...props }: ComponentProps<'button'>) {
  const { open, setOpen, trigger, contentId } = useLazySheet();
  return (
    <button
      ref={trigger}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? 'open' : 'closed'}
      onPointerEnter={() => void loadSheet()}
      onFocus={() => void loadSheet()}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(true);
      }}
      {...props}
    />
  );
}

/** Nothing until the sheet is first opened and its module has loaded; then the Radix panel. */
export function SheetContent({ onCloseAutoFocus, ...props }: ComponentProps<typeof RadixSheet.SheetContent>) {
  const { open, setOpen, opened, trigger, contentId } = useLazySheet();
  const [sheet, setSheet] = useState(loadedSheet);
  useEffect(() => {
    if (!opened || sheet) return;
    let mounted = true;
    void loadSheet().then((module) => {
      if (mounted) setSheet(module);
    });
    return () => {
      mounted = false;
    };
  }, [opened, sheet]);
  if (!opened || !sheet) return null;
  return (
    <sheet.Sheet open={open} onOpenChange={setOpen}>
      <sheet.SheetContent
        id={contentId}
        // Radix hands focus back to its own trigger; this sheet's trigger is the plain button above.
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          trigger.current?.focus();
        }}
        {...props}
      />
    </sheet.Sheet>
  );
}

export function SheetTitle(props: ComponentProps<typeof RadixSheet.SheetTitle>) {
  const { SheetTitle: RadixTitle } = radixSheet();
  return <RadixTitle {...props} />;
}

export function SheetClose(props: ComponentProps<typeof RadixSheet.SheetClose>) {
  const { SheetClose: RadixClose } = radixSheet();
  return <RadixClose {...props} />;
}
