import * as AvatarPrimitive from "@radix-ui/react-avatar";
import { cva, type VariantProps } from "class-variance-authority";
import { User } from "lucide-react";
import type * as React from "react";

import { cn } from "../lib/cn";

export const avatarVariants = cva(
  "relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft align-middle font-semibold text-primary-soft-foreground select-none",
  {
    variants: {
      size: {
        sm: "size-8 text-xs",
        md: "size-10 text-sm",
        lg: "size-16 text-xl",
      },
    },
    defaultVariants: { size: "md" },
  },
);

/**
 * Initials of a name: the first letter of the first and last words ("Ada Obi" → "AO",
 * "Ada N. Obi" → "AO", "Ada" → "A"). Letters are whole code points, upper-cased; empty → "".
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  const firstLetter = (word: string | undefined) => {
    const letter = word?.match(/[\p{L}\p{N}]/u)?.[0];
    return letter ? letter.toLocaleUpperCase() : "";
  };
  if (words.length === 0) return "";
  if (words.length === 1) return firstLetter(words[0]);
  return firstLetter(words[0]) + firstLetter(words[words.length - 1]);
}

export type AvatarProps = Omit<React.ComponentProps<typeof AvatarPrimitive.Root>, "children"> &
  VariantProps<typeof avatarVariants> & {
    /** sm (32px), md (40px, default) or lg (64px). */
    size?: VariantProps<typeof avatarVariants>["size"];
    /** The person's name; gives the initials shown until (or instead of) the image. */
    name: string;
    /** Optional image URL; the initials show while it loads and if it fails. */
    src?: string;
    /** Text alternative; defaults to `name`. Pass "" when the name is already written next to the avatar. */
    alt?: string;
  };

/**
 * A person's picture, or their initials when there is no picture. Named by `alt` (default the name);
 * with `alt=""` it is decorative and hidden from assistive technology.
 */
export function Avatar({ name, src, alt = name, size, className, ...props }: AvatarProps) {
  const decorative = alt === "";
  const initials = initialsOf(name);
  return (
    <AvatarPrimitive.Root data-slot="avatar" className={cn(avatarVariants({ size }), className)} {...props}>
      {src ? (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={src}
          alt={alt}
          className="aspect-square size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        // The initials alone mean little when read aloud, so the fallback is an image named like the photo.
        {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": alt })}
        className="flex size-full items-center justify-center"
      >
        {initials || <User aria-hidden="true" className="size-1/2" />}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
