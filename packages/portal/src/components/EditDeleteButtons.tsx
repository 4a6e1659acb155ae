import { Button } from "@cla/ui";
import { Pencil, Trash2 } from "lucide-react";
import { LinkButton } from "./LinkButton";

export interface EditDeleteButtonsProps {
  /** Edit: a link to the record's form (with the navigation state it carries), or an action. */
  edit: { to: string; state?: unknown } | { onClick: () => void };
  onDelete: () => void;
  /** The buttons' words ('Edit', 'Delete'). */
  text: { edit: string; delete: string };
  /** Their accessible names, which say which record ('Edit topic Week 1'): a list shows many of them. */
  label: { edit: string; delete: string };
}

/** A listed record's Edit and Delete (a topic, a live class, an announcement), small, side by side. */
export function EditDeleteButtons({ edit, onDelete, text, label }: EditDeleteButtonsProps) {
  return (
    <>
      {"to" in edit ? (
        <LinkButton
          to={edit.to}
          state={edit.state}
          aria-label={label.edit}
          variant="secondary"
          size="sm"
          icon={Pencil}
        >
          {text.edit}
        </LinkButton>
      ) : (
        <Button variant="secondary" size="sm" aria-label={label.edit} onClick={edit.onClick}>
          <Pencil aria-hidden="true" />
          {text.edit}
        </Button>
      )}
      <Button variant="destructive" size="sm" aria-label={label.delete} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
        {text.delete}
      </Button>
    </>
  );
}
