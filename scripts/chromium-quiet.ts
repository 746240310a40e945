/**
 * Chromium 156 builds each window's address-bar popup as a page of its own (its "WebUI omnibox
 * popup") when the window opens: about a second of CPU on this machine for every new window or
 * browser context, on one of its two cores, while the terminal's page loads beside it. Neither an
 * app window (`--app`, which has no address bar) nor a headless test ever shows that popup.
 */
export const NO_ADDRESS_BAR_POPUP =
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup';
