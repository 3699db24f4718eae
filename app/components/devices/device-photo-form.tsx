// A device's photo form, on the customer's device page and the staff's: one picture (devicePhotoRule)
// posted multipart to the device's page, which tells it apart from the page's other forms by that. A
// plain HTML form, so it works without JavaScript (and inside the customer's server-rendered region).
import { FileField } from "~/components/ui/file-field";
import { SubmitButton } from "~/components/ui/form-fields";
import { uploadMessages } from "~/content/uploads";
import { devicePhotoRule } from "~/lib/devices/device-form";
import { acceptAttribute } from "~/lib/uploads/kinds";

export function DevicePhotoForm({
  words,
  hasPhoto,
  error,
  className,
}: {
  words: { field: string; submit: string; replace: string; busy: string };
  /** The device has a photo already: the button says it replaces it. */
  hasPhoto: boolean;
  error: string | undefined;
  className?: string;
}) {
  return (
    <form method="post" encType="multipart/form-data" className={className}>
      <FileField
        name={devicePhotoRule.field}
        label={words.field}
        hint={uploadMessages.hint(devicePhotoRule.kinds, devicePhotoRule.maxFiles, devicePhotoRule.maxFileBytes)}
        accept={acceptAttribute(devicePhotoRule.kinds)}
        required
        error={error}
      />
      <SubmitButton
        busy={false}
        label={hasPhoto ? words.replace : words.submit}
        busyLabel={words.busy}
        fullWidth={false}
      />
    </form>
  );
}
