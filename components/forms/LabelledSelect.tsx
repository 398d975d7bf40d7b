import type { ComponentProps } from "react";
import fieldStyles from "@/components/forms/field.module.css";

type LabelledSelectProps = Omit<ComponentProps<"select">, "id" | "className" | "children"> & {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The label of an empty first choice, e.g. "Choose an agent". */
  placeholder?: string;
  /** The wrapper's class: it places the label and select together. */
  className?: string;
};

/** A labelled select outside the lead forms (a filter, a sort, a quote's term), styled as their fields. */
export function LabelledSelect({ id, label, options, placeholder, className = fieldStyles.field, ...select }: LabelledSelectProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <select id={id} className={fieldStyles.input} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
