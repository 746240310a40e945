# Loyalty terminal: the udev rule goes with the package (not on upgrade: the new version's
# after-install puts it back anyway). The data folder in each user's home is never touched.
case "$1" in
  remove | purge)
    rm -f '/usr/lib/udev/rules.d/70-loyalty-terminal-readers.rules'
    if command -v udevadm >/dev/null 2>&1 && [ -d /run/udev ]; then
      udevadm control --reload-rules || true
    fi
    ;;
esac
