import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { IconButton } from "../IconButton";
import { cn } from "../lib/cn";

/** The dialog's state holder (Radix Root): `open`/`onOpenChange` to control it, or `defaultOpen`. */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root {...props} />;
}

/** Opens the dialog; use `asChild` with a Button. Focus returns here when the dialog closes. */
export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Show the "Close" (X) button in the corner. Default true; hide it only when the footer has a way out. */
  showCloseButton?: boolean;
};

/**
 * The modal panel, rendered in a portal over a dimmed overlay. Focus moves into it and stays there until it
 * closes (Escape, overlay click, the Close button or a DialogClose). Needs a DialogTitle; pass
 * aria-describedby={undefined} when there is no DialogDescription.
 */
export function DialogContent({ showCloseButton = true, className, children, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-50 bg-foreground/50 motion-safe:animate-fade-in"
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg border border-border bg-surface p-6 text-surface-foreground shadow-overlay focus:outline-none motion-safe:animate-dialog-in",
          className,
        )}
        {...props}
      >
        {children}
        {/* last in the DOM so that opening focuses the first field, not Close; shown top-right */}
        {showCloseButton && (
          <DialogPrimitive.Close asChild>
            <IconButton label="Close" size="sm" className="absolute top-3 right-3">
              <X />
            </IconButton>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The dialog's heading (an h2) and accessible name. Required. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("pr-10 font-serif text-xl font-semibold text-foreground", className)}
      {...props}
    />
  );
}

/** Text under the title; it becomes the dialog's accessible description. */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-muted-foreground", className)}
      {...props}
    />
  );
}

/** The row of actions at the bottom, stacked on narrow screens with the main action first. */
export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

/** Closes the dialog; use `asChild` with a Button, e.g. a "Cancel" in the footer. */
export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}
