import { squareImage } from "#core/image-variants";
import { nameInitial } from "#core/lawyers";

/** The profile photo, or the surname on a coloured disc when the lawyer has not uploaded one. */
export function LawyerAvatar({ name, photo, size = "md" }: { name: string; photo: string | null; size?: "md" | "lg" }) {
  const box = size === "lg" ? "h-24 w-24 text-4xl" : "h-16 w-16 text-2xl";
  // The large photo heads a profile page, in the first view: it loads at once.
  if (photo) {
    return (
      <img
        {...squareImage(photo, size === "lg" ? 96 : 64)}
        alt={`${name}律师`}
        className={`${box} shrink-0 rounded-full object-cover`}
        loading={size === "lg" ? "eager" : "lazy"}
      />
    );
  }
  return (
    <span aria-hidden className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700`}>
      {nameInitial(name)}
    </span>
  );
}
