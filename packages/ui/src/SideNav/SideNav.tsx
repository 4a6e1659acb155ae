import { Slot, Slottable } from "@radix-ui/react-slot";
import { Menu, X } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState } from "react";
import type * as React from "react";

import { Button } from "../Button";
import { cn } from "../lib/cn";

/*
 * Mobile means `max-width: 768px` inclusive (docs/product.md §9). Tailwind's `max-[768px]:` compiles to
 * `width < 768px`, so the classes below spell the media query out as an arbitrary variant.
 */

type SideNavContextValue = {
  /** Closes the mobile menu after a navigation (no-op on wide screens, where it is never open). */
  closeMenu: () => void;
};

const SideNavContext = createContext<SideNavContextValue>({ closeMenu: () => {} });

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type SideNavProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** Name of the navigation landmark (aria-label), e.g. "Portal". */
  label: string;
  /** The navigation items: SideNavItem elements. */
  children: React.ReactNode;
  /** Optional item after the list, e.g. a Sign Out SideNavButton. */
  footer?: React.ReactNode;
  /** Optional brand (logo, academy name) shown above the items, and beside the toggle on small screens. */
  brand?: React.ReactNode;
  /**
   * The content of the full-width top bar (3.5rem, sticky) beside the toggle (small screens) and the brand,
   * e.g. who is signed in and Sign Out. The navigation is a full-height column below it. The SideNav's own
   * box disappears (`display: contents`): its parent must be a grid of two columns (navigation, content)
   * and two rows (bar, rest), e.g. `grid grid-cols-[auto_minmax(0,1fr)] grid-rows-[auto_1fr]`, one column
   * at ≤ 768 px.
   */
  topBar: React.ReactNode;
  /** The menu toggle's words in the reader's language (decision 184); English by default. */
  toggleTexts?: { menu: string; openMenu: string; closeMenu: string };
};

const ENGLISH_TOGGLE = { menu: "Menu", openMenu: "Open menu", closeMenu: "Close menu" };

/**
 * The portal's application frame: a top bar and the side navigation. On screens ≤ 768 px it collapses behind a "Open menu"/"Close menu"
 * toggle (aria-expanded, aria-controls) and opens as a panel over the page with an overlay. Opening
 * moves focus to the first item; Escape, the overlay, the toggle or choosing an item close it and
 * return focus to the toggle; tabbing out of it closes it and leaves focus where it went.
 * It knows no routes: items take `href`, or a router link through `asChild`.
 */
export function SideNav({
  label,
  children,
  footer,
  brand,
  topBar,
  toggleTexts = ENGLISH_TOGGLE,
  className,
  onBlur,
  ...props
}: SideNavProps) {
  const navId = `${useId()}-nav`;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const returnFocus = useRef(true);

  const close = useCallback((restoreFocus: boolean) => {
    returnFocus.current = restoreFocus;
    setOpen(false);
  }, []);
  const closeMenu = useCallback(() => close(true), [close]);

  // Focus follows the menu: into it on open, back to the toggle on close (unless the user tabbed away).
  useEffect(() => {
    if (open) {
      navRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    } else if (wasOpen.current && returnFocus.current) {
      toggleRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close]);

  const handleBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    onBlur?.(event);
    const next = event.relatedTarget;
    if (open && next instanceof Node && !rootRef.current?.contains(next)) close(false);
  };

  const toggleProps = {
    ref: toggleRef,
    "aria-expanded": open,
    "aria-controls": navId,
    onClick: () => (open ? close(true) : setOpen(true)),
  };

  // The toggle exists on mobile only; the wrapper hides it (and takes it out of the tab order) above that.
  // Visible word as well as the icon; the name ("Open menu") contains it (WCAG 2.5.3).
  const toggle = (
    <div className="hidden [@media(max-width:768px)]:contents">
      <Button
        variant="ghost"
        aria-label={open ? toggleTexts.closeMenu : toggleTexts.openMenu}
        {...toggleProps}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        {toggleTexts.menu}
      </Button>
    </div>
  );

  // Pointer users close the menu by clicking beside it; keyboard users have Escape and the toggle.
  const overlay = open ? (
    <div
      data-slot="side-nav-overlay"
      aria-hidden="true"
      onClick={() => close(true)}
      className="fixed inset-x-0 top-14 bottom-0 z-40 hidden animate-fade-in bg-foreground/50 motion-reduce:animate-none [@media(max-width:768px)]:block"
    />
  ) : null;

  const nav = (
    <nav
      ref={navRef}
      id={navId}
      aria-label={label}
      data-state={open ? "open" : "closed"}
      className={cn(
        "flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-3 py-4",
        "[@media(max-width:768px)]:fixed [@media(max-width:768px)]:start-0 [@media(max-width:768px)]:top-14 [@media(max-width:768px)]:bottom-0 [@media(max-width:768px)]:z-50 [@media(max-width:768px)]:w-72 [@media(max-width:768px)]:max-w-[85vw] [@media(max-width:768px)]:bg-surface [@media(max-width:768px)]:shadow-card",
        // closed on a small screen: out of view, out of the tab order and the accessibility tree
        "[@media(max-width:768px)]:data-[state=closed]:hidden",
      )}
    >
      <ul className="flex flex-col gap-1">{children}</ul>
      {footer ? <div className="mt-auto border-t border-border pt-4">{footer}</div> : null}
    </nav>
  );

  return (
    <SideNavContext.Provider value={{ closeMenu }}>
      <div
        ref={rootRef}
        data-slot="side-nav"
        data-state={open ? "open" : "closed"}
        onBlur={handleBlur}
        className={cn("contents", className)}
        {...props}
      >
        <div
          data-slot="side-nav-top-bar"
          className="sticky top-0 z-40 col-span-full flex h-14 items-center gap-2 border-b border-border bg-surface px-2 text-surface-foreground sm:px-4"
        >
          {toggle}
          {brand ? (
            <div data-slot="side-nav-brand" className="flex min-w-0 items-center">
              {brand}
            </div>
          ) : null}
          {topBar}
        </div>
        {overlay}
        {/* Below the bar, as tall as the rest of the window whatever the page's length. */}
        <div
          data-slot="side-nav-column"
          className="sticky top-14 flex h-[calc(100dvh-3.5rem)] w-64 flex-col self-start border-e border-border bg-surface text-surface-foreground [@media(max-width:768px)]:contents"
        >
          {nav}
        </div>
      </div>
    </SideNavContext.Provider>
  );
}

const itemClass = cn(
  "flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-start text-sm font-medium text-foreground",
  "cursor-pointer hover:bg-muted [&_svg]:size-5 [&_svg]:shrink-0",
  // the current page is marked by weight and an inset bar as well as colour
  "aria-[current=page]:bg-primary-soft aria-[current=page]:font-semibold aria-[current=page]:text-primary-soft-foreground aria-[current=page]:shadow-[inset_3px_0_0_var(--color-primary)]",
);

export type SideNavItemProps = Omit<React.ComponentProps<"a">, "children"> & {
  /** The item's text, which also names the link. */
  label: string;
  /** Optional decorative icon before the label. */
  icon?: React.ReactNode;
  /** Marks the current page (aria-current="page"). With `asChild`, a router NavLink sets this itself. Default false. */
  active?: boolean;
  /** Render the single child element (e.g. react-router's <NavLink to=…>) as the link, with icon and label inside. */
  asChild?: boolean;
  /** The link element used with `asChild`; pass a plain className string, not a function. */
  children?: React.ReactElement;
};

/** One navigation link of a SideNav; choosing it closes the mobile menu. */
export function SideNavItem({
  label,
  icon,
  active = false,
  asChild = false,
  children,
  className,
  onClick,
  ...props
}: SideNavItemProps) {
  const { closeMenu } = useContext(SideNavContext);
  const shared = {
    "data-slot": "side-nav-item",
    className: cn(itemClass, className),
    // only set when active, so a router NavLink's own aria-current is not overridden by `undefined`
    ...(active ? { "aria-current": "page" as const } : {}),
    onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      closeMenu();
    },
  };
  const content = (
    <>
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      <span className="min-w-0 truncate">{label}</span>
    </>
  );
  return (
    <li>
      {asChild ? (
        <Slot {...shared} {...props}>
          {content}
          <Slottable>{children}</Slottable>
        </Slot>
      ) : (
        <a {...shared} {...props}>
          {content}
        </a>
      )}
    </li>
  );
}

export type SideNavButtonProps = Omit<React.ComponentProps<"button">, "children"> & {
  /** The button's text, e.g. "Sign Out". */
  label: string;
  /** Optional decorative icon before the label. */
  icon?: React.ReactNode;
};

/** An action styled as a navigation item, for the SideNav footer (Sign Out). Closes the mobile menu. */
export function SideNavButton({
  label,
  icon,
  className,
  onClick,
  type = "button",
  ...props
}: SideNavButtonProps) {
  const { closeMenu } = useContext(SideNavContext);
  return (
    <button
      data-slot="side-nav-button"
      type={type}
      className={cn(itemClass, className)}
      onClick={(event) => {
        onClick?.(event);
        closeMenu();
      }}
      {...props}
    >
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      <span className="min-w-0 truncate">{label}</span>
    </button>
  );
}
