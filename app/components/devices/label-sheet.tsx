// A sheet of device labels, customer's and staff's alike: A4, 2 × 5 labels of 95 × 55 mm, each with
// the company's name, the device's name and serial number, and its QR code (SVG drawn on the server,
// app/lib/devices/labels.server.ts) with the address it opens printed under it. The print rules in
// app/styles/app.css print the sheet alone. Server-rendered: no code of it reaches the browser.
import { Link } from "react-router";
import { FormAlert } from "~/components/ui/form-fields";
import { deviceLabelCopy as labelCopyEn } from "~/content/device-labels";
import { deviceLabelCopy as labelCopyMl } from "~/content/device-labels.ml";
import { deviceTitle as titleEn, serialText as serialEn } from "~/content/devices";
import { deviceTitle as titleMl, serialText as serialMl } from "~/content/devices.ml";
import type { DeviceLabel } from "~/lib/devices/customer-view";
import { localized } from "~/lib/i18n/localized";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";

// Server-rendered only: both languages may be imported here. A label says what it says in the
// language of the sheet's page (the customer's, on /ml; English on the staff's). Paired export by
// export, never as whole modules (`import * as`): a module's namespace object built in the browser
// (the staff's sheet hydrates) makes Rolldown keep its helpers in a file of their own.
const labelCopies = localized(labelCopyEn, labelCopyMl);
const deviceWords = localized(
  { deviceTitle: titleEn, serialText: serialEn },
  { deviceTitle: titleMl, serialText: serialMl },
);

type PrintableLabel = DeviceLabel & { url: string; qrSvg: string };

/**
 * A device as its label names it; on a page in another language its make and model, as the customer
 * typed them, are marked English.
 */
function DeviceTitle({ device }: { device: DeviceLabel }) {
  const locale = useLocale();
  const { deviceTitle } = deviceWords[locale];
  if (locale === "en") return deviceTitle(device);
  const [before, after] = deviceTitle({ ...device, make: "\u0000", model: "\u0001" }).split("\u0000 \u0001");
  return (
    <>
      {before}
      <span lang="en">
        {device.make} {device.model}
      </span>
      {after}
    </>
  );
}

export function LabelSheet({ labels }: { labels: readonly DeviceLabel[] }) {
  const locale = useLocale();
  const copy = labelCopies[locale];
  const { deviceTitle, serialText } = deviceWords[locale];
  const printable = labels.filter((label): label is PrintableLabel => label.url !== null && label.qrSvg !== null);
  if (printable.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <ul aria-label={copy.sheetLabel} className="label-sheet grid w-[190mm] grid-cols-2 bg-white text-black">
        {printable.map((label) => {
          const name = deviceTitle(label);
          return (
            <li
              key={label.id}
              className="flex h-[55mm] w-[95mm] break-inside-avoid flex-col overflow-hidden border border-dashed border-slate-400 p-[4mm]"
            >
              <div className="flex min-h-0 gap-[3mm]">
                <div
                  role="img"
                  aria-label={copy.qrLabel(name)}
                  className="h-[32mm] w-[32mm] shrink-0 [&>svg]:h-full [&>svg]:w-full"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: the QR code's SVG, drawn on the server by the qrcode package from the label's own URL.
                  dangerouslySetInnerHTML={{ __html: label.qrSvg }}
                />
                <div className="flex min-w-0 flex-col text-[9pt] leading-snug">
                  <p className="font-bold">{copy.company}</p>
                  <p className="mt-[1mm] font-semibold break-words">
                    <DeviceTitle device={label} />
                  </p>
                  {label.serialNumber ? <p className="break-words">{serialText(label.serialNumber)}</p> : null}
                  <p className="mt-auto text-[7.5pt]">{copy.callToAction}</p>
                </div>
              </div>
              {/* The address under the code, for a phone that does not scan. */}
              <p className="mt-auto pt-[1mm] font-mono text-[6.5pt] leading-tight break-all">{label.url}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The labels page around the sheet: what to do, the devices without a label yet (a POST gives them
 * their tokens: a page view never does), then the sheet. `message`: the action's refusal, if any.
 */
export function LabelSheetPage({
  heading,
  back,
  labels,
  message,
}: {
  heading: string;
  back: { href: string; label: string };
  labels: readonly DeviceLabel[];
  message: string | null;
}) {
  const locale = useLocale();
  const to = useLocalePath();
  const copy = labelCopies[locale];
  const unlabelled = labels.filter((label) => label.url === null);
  return (
    <>
      <Link to={to(back.href)} className="text-sm font-semibold text-brand-800 underline underline-offset-2">
        {back.label}
      </Link>
      <h1 className="mt-3 text-2xl font-bold break-words text-slate-900 md:text-3xl">{heading}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{copy.intro}</p>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{copy.printHint}</p>
      <FormAlert message={message} />
      {labels.length === 0 ? <p className="mt-6 text-slate-700">{copy.noDevices}</p> : null}
      {unlabelled.length > 0 ? (
        <section
          aria-labelledby="unlabelled-heading"
          className="mt-6 max-w-3xl rounded-2xl border border-slate-200 bg-white p-5"
        >
          <h2 id="unlabelled-heading" className="text-lg font-bold text-slate-900">
            {copy.unlabelledHeading}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{copy.unlabelledIntro(unlabelled.length)}</p>
          <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
            {unlabelled.map((label) => (
              <li key={label.id}>
                <DeviceTitle device={label} />
              </li>
            ))}
          </ul>
          <form method="post" className="mt-4">
            <button
              type="submit"
              name="intent"
              value="make-labels"
              className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {copy.makeLabels}
            </button>
          </form>
        </section>
      ) : null}
      <div className="mt-8">
        <LabelSheet labels={labels} />
      </div>
    </>
  );
}
