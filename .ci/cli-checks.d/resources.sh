# stringsdict resource, languages, format --accept-language (issue 17)
bundle=Tests/StringsdictCLITests/Fixtures/Bundle
expect "resource region folder" 0 "$bundle/en-GB.lproj/flag.txt" -- resource "$bundle" flag.txt --language en-GB
expect "resource nonlocalized" 0 "$bundle/help.txt" -- resource "$bundle" help.txt --language de
expect "resource Base" 0 "$bundle/Base.lproj/Main.txt" -- resource "$bundle" Main.txt --language de
expect "resource development language" 0 "$bundle/en.lproj/terms.txt" -- resource "$bundle" terms.txt --language de
expect "resource missing" 1 "" -- resource "$bundle" nothing.txt --language de
stderr_has "resource missing says where it looked" "searched de.lproj" -- resource "$bundle" nothing.txt --language de
expect "resource no folder" 2 "" -- resource /nonexistent flag.txt
expect "languages in French" 0 $'de\tallemand\tDeutsch\nen\tanglais\tEnglish\nen-GB\tanglais (Royaume-Uni)\tEnglish (United Kingdom)' -- languages "$bundle" --in fr
expect "format accept-language" 0 "3 Dateien" -- format "$bundle" files.count 3 --accept-language "de-CH, fr;q=0.8, *;q=0.1"
expect "format malformed accept-language" 0 "3 files" -- format "$bundle" files.count 3 --accept-language ";;;,q=2"
infoplist=Tests/StringsdictLintTests/Fixtures/rules/unknown-info-plist-key
expect "lint unknown Info.plist key" 0 "$infoplist/en.lproj/InfoPlist.strings:3:1: warning: 'CFBundleDisplayNmae' is not a key of $infoplist/Info.plist, so this localized value is never used [unknown-info-plist-key]
0 errors, 1 warning in 1 file" -- lint $infoplist
expect "lint unknown Info.plist key fails with --error-on warning" 1 "" -- lint $infoplist --error-on warning
