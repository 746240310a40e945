# Loyalty terminal: the udev rule that lets the cashier's session read card readers and bar code
# scanners through hidraw (docs/scanners.md), installed from the app's resources, then applied to
# the readers already plugged in. The package's own steps above (the binary link, chrome-sandbox
# permissions, AppArmor) are electron-builder's, unchanged.
LOYALTY_RULE_SOURCE='/opt/${sanitizedProductName}/resources/udev/70-loyalty-terminal-readers.rules'
LOYALTY_RULE_TARGET='/usr/lib/udev/rules.d/70-loyalty-terminal-readers.rules'
if [ -f "$LOYALTY_RULE_SOURCE" ]; then
  mkdir -p /usr/lib/udev/rules.d
  install -m 0644 "$LOYALTY_RULE_SOURCE" "$LOYALTY_RULE_TARGET"
  # No udev in a chroot or container image build: the rule applies at the next boot there.
  if command -v udevadm >/dev/null 2>&1 && [ -d /run/udev ]; then
    udevadm control --reload-rules || true
    udevadm trigger --subsystem-match=hidraw --action=change || true
  fi
else
  echo "loyalty terminal: $LOYALTY_RULE_SOURCE is missing, card readers may need the udev rule (docs/scanners.md)" >&2
fi
