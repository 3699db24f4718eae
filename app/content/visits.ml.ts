// Visits' shared words in Malayalam: the twin of visits.ts.
import type { VisitKind, VisitMode, VisitStatus } from "~/db/visits-schema";

export const visitKindLabels: Readonly<Record<VisitKind, string>> = {
  repair: "റിപ്പയർ",
  installation: "ഇൻസ്റ്റലേഷൻ",
  health_check: "ആരോഗ്യ പരിശോധന",
  survey: "സൈറ്റ് സർവേ",
};

export const visitModeLabels: Readonly<Record<VisitMode, string>> = {
  on_site: "നേരിട്ടുള്ള സന്ദർശനം",
  remote: "റിമോട്ട് ആരോഗ്യ പരിശോധന",
};

export const visitStatusLabels: Readonly<Record<VisitStatus, string>> = {
  due: "ബാക്കിയുണ്ട്, ഇതുവരെ ബുക്ക് ചെയ്തിട്ടില്ല",
  booked: "ബുക്ക് ചെയ്തു",
  on_the_way: "ടെക്നീഷ്യൻ വരുന്ന വഴിയാണ്",
  on_site: "ടെക്നീഷ്യൻ സ്ഥലത്തുണ്ട്",
  completed: "പൂർത്തിയായി",
  missed: "നടന്നില്ല",
  cancelled: "റദ്ദാക്കി",
};

export const visitChecklists: Readonly<Record<VisitKind, readonly string[]>> = {
  repair: [
    "പ്രശ്നം ആവർത്തിച്ച് കണ്ട് കാരണം കണ്ടെത്തി",
    "റിപ്പയർ അല്ലെങ്കിൽ മാറ്റിവയ്ക്കൽ ചെയ്തു",
    "ഉപഭോക്താവിനൊപ്പം ഉപകരണം പരിശോധിച്ചു",
    "റിപ്പയറിനു ശേഷം ഡാറ്റയും സെറ്റിംഗ്സും പരിശോധിച്ചു",
    "ജോലിസ്ഥലം വൃത്തിയാക്കി",
  ],
  installation: [
    "സ്ഥലവും വൈദ്യുതിയും പരിശോധിച്ചു",
    "ഉപകരണങ്ങൾ ഘടിപ്പിച്ച് ലേബൽ ചെയ്തു",
    "കോൺഫിഗർ ചെയ്ത് നെറ്റ്‌വർക്കുമായി ബന്ധിപ്പിച്ചു",
    "ഉപഭോക്താവിനൊപ്പം തുടക്കം മുതൽ ഒടുക്കം വരെ പരിശോധിച്ചു",
    "ഉപയോഗിക്കേണ്ട വിധം ഉപഭോക്താവിനെ കാണിച്ചുകൊടുത്തു",
  ],
  health_check: [
    "അപ്ഡേറ്റുകളും സെക്യൂരിറ്റി പാച്ചുകളും പരിശോധിച്ചു",
    "ബാക്കപ്പുകൾ പരിശോധിച്ചു (അവസാനത്തെ നല്ല ബാക്കപ്പ് കണ്ടു)",
    "ആന്റിവൈറസ്, ഫയർവാൾ എന്നിവയുടെ സ്ഥിതി പരിശോധിച്ചു",
    "സ്റ്റോറേജ്, താപനില, എറർ ലോഗുകൾ എന്നിവ പരിശോധിച്ചു",
    "നെറ്റ്‌വർക്കും കണക്റ്റിവിറ്റിയും പരിശോധിച്ചു",
  ],
  survey: [
    "സ്ഥലത്തിന്റെ രൂപരേഖയും പവർ പോയിന്റുകളും രേഖപ്പെടുത്തി",
    "നിലവിലുള്ള ഉപകരണങ്ങളുടെ പട്ടിക തയ്യാറാക്കി",
    "നെറ്റ്‌വർക്ക്, കേബിളിംഗ് വഴികൾ രേഖപ്പെടുത്തി",
    "ഉപഭോക്താവിന്റെ ആവശ്യങ്ങൾ രേഖപ്പെടുത്തി",
    "ക്വട്ടേഷനായി ഫോട്ടോകൾ എടുത്തു",
  ],
};

export const contractVisitsCopy = {
  heading: "സന്ദർശനങ്ങളും സർവീസ് റിപ്പോർട്ടുകളും",
  empty: "ഇതുവരെ സന്ദർശനങ്ങളൊന്നുമില്ല.",
  line: (kind: string, status: string) => `${kind} · ${status}`,
  dueBy: (day: string) => `${day}-നകം`,
  latest: (shown: number, total: number) => `ആകെ ${total} സന്ദർശനങ്ങളിൽ ഏറ്റവും പുതിയ ${shown} എണ്ണം.`,
};
