; Loyalty terminal, NSIS uninstaller (included by electron-builder.config.ts, nsis.include).
; The data folder (%APPDATA%\loyalty-terminal) stays unless the person uninstalling asks for it to
; go: it holds the holds not yet sent to the platform (unsent bonuses), the guest cache, the
; settings, the encrypted password and the log. Updates and silent uninstalls always keep it;
; `Uninstall Loyalty Terminal.exe /S --delete-app-data` removes it (electron-builder's own switch).
; UTF-8 with a byte order mark, so that NSIS reads the Russian text right.

!macro customUnInstall
  ${ifNot} ${isUpdated}
  ${AndIfNot} ${Silent}
    MessageBox MB_YESNO|MB_ICONEXCLAMATION|MB_DEFBUTTON2 "Удалить и папку данных терминала?$\r$\nВ ней операции, ещё не отправленные на сервер (неначисленные и несписанные бонусы), кэш гостей, настройки и журнал. Удалённые неотправленные операции пропадут навсегда. «Нет» сохранит папку: новая установка продолжит с ней.$\r$\n$\r$\nAlso delete the terminal's data folder?$\r$\nIt holds the holds not yet sent to the platform (unsent bonuses), the guest cache, the settings and the log. Unsent holds deleted are lost for good. No keeps the folder: a new installation carries on with it." IDNO loyaltyKeepData
      ${if} $installMode == "all"
        SetShellVarContext current
      ${endif}
      RMDir /r "$APPDATA\loyalty-terminal"
      ${if} $installMode == "all"
        SetShellVarContext all
      ${endif}
    loyaltyKeepData:
  ${endIf}
!macroend
