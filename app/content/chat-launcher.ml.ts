// The floating chat button's words in Malayalam (twin of chat-launcher.ts).
import type { ChatLauncherCopy } from "./schema";

export const chatLauncherCopy: ChatLauncherCopy = {
  landmark: "സപ്പോർട്ട് ചാറ്റ്",
  open: "നേത്രയുമായി ചാറ്റ് ചെയ്യുക",
  // Like the English, free of the header's "ബന്ധപ്പെടുക", so that link stays unique by name.
  fallback: "ഞങ്ങളുടെ സപ്പോർട്ട് ടീമിന് സന്ദേശം അയയ്ക്കുക",
  loading: "ചാറ്റ് തുറക്കുന്നു…",
  failed: "ചാറ്റ് ഇപ്പോൾ തുറക്കാനായില്ല.",
};
